package progress

import (
	"fmt"
	"syscall/js"
)

// defaultStorage: in the browser, documents are values of the page's local storage (the
// origin's, kept across reloads). A browser that refuses it (storage disabled) gets a storage in
// memory, and the first save says why nothing is kept.
func defaultStorage() Storage {
	ls, err := localStorage()
	if err != nil {
		return NewKeyValue(refusingKV{MapKV{}, err})
	}
	return NewKeyValue(ls)
}

// webStorage is window.localStorage.
type webStorage struct{ v js.Value }

func localStorage() (ls webStorage, err error) {
	defer catch(&err)
	v := js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return ls, fmt.Errorf("this browser has no local storage")
	}
	return webStorage{v}, nil
}

func (w webStorage) Get(key string) (string, bool) {
	r := w.v.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false
	}
	return r.String(), true
}

// Set reports the browser's refusal (QuotaExceededError: the storage is full) as an error.
func (w webStorage) Set(key, value string) (err error) {
	defer catch(&err)
	w.v.Call("setItem", key, value)
	return nil
}

func (w webStorage) Delete(key string) { w.v.Call("removeItem", key) }

// catch turns the exception a JavaScript call threw (a panic with js.Error in Go) into *err.
func catch(err *error) {
	if r := recover(); r != nil {
		if e, ok := r.(js.Error); ok {
			*err = fmt.Errorf("the browser refused: %s", e.Get("message").String())
			return
		}
		panic(r)
	}
}

// refusingKV reads from memory and refuses every save, saying why.
type refusingKV struct {
	MapKV
	why error
}

func (r refusingKV) Set(string, string) error { return r.why }

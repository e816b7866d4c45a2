//go:build !js

package progress

// defaultStorage: outside the browser, documents are files.
func defaultStorage() Storage { return Files{} }

package cli

import "fmt"

// runApp opens the trainer. Until the terminal app lands it prints a short welcome that points to
// the commands that already work.
func runApp(args []string, env Env) int {
	fmt.Fprintln(env.Stdout, "belote: the Belote rules engine and trainer.")
	fmt.Fprintln(env.Stdout, "Try: belote legal --variant classique --trump H --hand \"8H QH 7D 9C\" --trick \"AS 7H\"")
	fmt.Fprintln(env.Stdout, "     belote help")
	return 0
}

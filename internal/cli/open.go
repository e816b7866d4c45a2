package cli

import "flag"

func init() {
	register(command{name: "open", synopsis: "open the trainer on a lesson, a puzzle (by id) or a screen",
		usage: []string{"ID"}, operands: "ID",
		examples: []string{"belote open best-partner-001", "belote open cards", "belote open practice"},
		flags: func(fs *flag.FlagSet) runner {
			return func(env Env, args []string) int {
				if len(args) != 1 {
					return usageError(env, "belote open", "give one lesson, puzzle or screen id", "belote open --help")
				}
				return runApp(&globalFlags{lang: env.Lang}, env, args[0])
			}
		}})
}

#!/bin/sh
# Issue 13 §5: today's fort against the fort of commit bbac245 (main before the evaluator), in one
# binary, without the old code on main. The binary is built in a temp dir from a base commit of
# main (default 50649e2, the one measured in docs/bots.md): bbac245's internal/bot/{bot,fort,
# intermediaire}.go copied as package internal/oldfort (only the package line changed), plus the
# small patch below (an adapter, since today's bot views have the same fields, and
# `selfplay --ns/--ew oldfort`; --samples and --fort-from bound both forts).
#
#   docs/h2h-oldfort.sh build [base]      build /tmp/belote-h2h and /tmp/belote-bbac245, and check
#                                         that oldfort plays bbac245's cards (same JSON, 4 seeded runs)
#   docs/h2h-oldfort.sh run VARIANT NS EW 400 games, seed 12, app strength, under nice -n 19,
#                                         into h2h-VARIANT-NS-EW.jsonl (one line per game: a partial
#                                         file holds the first games of the seeded run)
#   docs/h2h-oldfort.sh tally FILE...     NS wins, 95 % interval, points per deal played
set -eu

build() {
	base=${1:-50649e2}
	repo=$(git rev-parse --show-toplevel)
	tmp=$(mktemp -d)
	mkdir -p "$tmp/h2h/internal/oldfort" "$tmp/old"
	git -C "$repo" archive "$base" | tar -x -C "$tmp/h2h"
	git -C "$repo" archive bbac245 | tar -x -C "$tmp/old"
	for f in bot.go fort.go intermediaire.go; do
		sed 's/^package bot$/package oldfort/' "$tmp/old/internal/bot/$f" >"$tmp/h2h/internal/oldfort/$f"
	done
	(cd "$tmp/h2h" && patch -s -p1 <<'PATCH'
diff --git a/internal/cli/selfplay.go b/internal/cli/selfplay.go
index d14457b..720fd46 100644
--- a/internal/cli/selfplay.go
+++ b/internal/cli/selfplay.go
@@ -10,8 +10,12 @@ import (
 
 	"github.com/belote-trainer/belote/engine"
 	"github.com/belote-trainer/belote/internal/bot"
+	"github.com/belote-trainer/belote/internal/oldfort"
 )
 
+// oldFortLevel is the fort of commit bbac245 (scratch branch only: --ns/--ew oldfort).
+const oldFortLevel bot.Level = 100
+
 func init() {
 	register(command{name: "selfplay", synopsis: "bots play whole games (T1–T7, K8); --json for re-checkable deals",
 		usage:    []string{"[--json] [--variant V] [--games N] [--seed S] [--level L] [--ns L] [--ew L] [--samples N] [--fort-from N]"},
@@ -80,6 +84,10 @@ func (f *selfplayFlags) options() (selfplayOptions, error) {
 		if name == "" {
 			name = f.level
 		}
+		if name == "oldfort" {
+			o.levels[t] = oldFortLevel
+			continue
+		}
 		if o.levels[t], err = bot.ParseLevel(name); err != nil {
 			return o, err
 		}
@@ -92,7 +100,9 @@ func (o *selfplayOptions) players(g int) [4]bot.Player {
 	var p [4]bot.Player
 	for _, s := range engine.Seats {
 		seed := o.seed*1_000_003 + uint64(g)*4 + uint64(s)
-		if l := o.levels[s.Team()]; l == bot.Fort {
+		if l := o.levels[s.Team()]; l == oldFortLevel {
+			p[s] = oldfort.Adapt(oldfort.NewFort(seed, oldfort.FortOptions{Samples: o.fort.Samples, FromCards: o.fort.FromCards}))
+		} else if l == bot.Fort {
 			p[s] = bot.NewFort(seed, o.fort)
 		} else {
 			p[s] = bot.New(l, seed)
diff --git a/internal/oldfort/bot.go b/internal/oldfort/bot.go
index 6a77126..aca1bbb 100644
--- a/internal/oldfort/bot.go
+++ b/internal/oldfort/bot.go
@@ -15,6 +15,7 @@ import (
 	"strings"
 
 	"github.com/belote-trainer/belote/engine"
+	"github.com/belote-trainer/belote/internal/bot"
 )
 
 // Level is a bot's strength.
@@ -201,3 +202,12 @@ func (b *debutant) Play(v View) engine.Move {
 	cards := v.Legal().Cards()
 	return finish(v, cards[b.rng.IntN(len(cards))])
 }
+
+// Adapt seats the bbac245 fort at today's table: today's bot views have the same fields, so
+// they convert as they are (scratch branch only: a measured baseline, never landed).
+func Adapt(p Player) bot.Player { return adapted{p} }
+
+type adapted struct{ p Player }
+
+func (a adapted) Bid(v bot.BidView) engine.Suit { return a.p.Bid(BidView(v)) }
+func (a adapted) Play(v bot.View) engine.Move   { return a.p.Play(View(v)) }
PATCH
	)
	(cd "$tmp/h2h" && go build -o /tmp/belote-h2h ./cmd/belote)
	(cd "$tmp/old" && go build -o /tmp/belote-bbac245 ./cmd/belote)
	for v in classique marocaine; do
		for s in 3 7; do
			a=$(nice -n 19 /tmp/belote-bbac245 selfplay --json --games 2 --variant $v --level fort --samples 12 --fort-from 6 --seed $s | sha256sum)
			b=$(nice -n 19 /tmp/belote-h2h selfplay --json --games 2 --variant $v --level oldfort --samples 12 --fort-from 6 --seed $s | sha256sum)
			[ "$a" = "$b" ] || { echo "oldfort differs from bbac245: $v seed $s" >&2; exit 1; }
		done
	done
	echo "built /tmp/belote-h2h; oldfort plays as bbac245 on 8 seeded games"
}

run() {
	v=$1 ns=$2 ew=$3
	nice -n 19 /tmp/belote-h2h selfplay --json --games 400 --variant "$v" --ns "$ns" --ew "$ew" \
		--samples 12 --fort-from 6 --seed 12 >"h2h-$v-$ns-$ew.jsonl"
}

# tally: passed deals excluded, a collected litige reserve counted to its team (as selfplay's
# human mode counts).
tally() {
	for f in "$@"; do
		jq -r '[.deals[] | select(.result != "passed")] as $d
			| [.winner, ($d | length),
			   ($d | map(.NS + (if .collected.team == "NS" then .collected.points else 0 end)) | add // 0),
			   ($d | map(.EW + (if .collected.team == "EW" then .collected.points else 0 end)) | add // 0)] | @tsv' "$f" |
			awk -v f="$f" '{ n++; if ($1 == "NS") w++; d += $2; ns += $3; ew += $4 }
			END { p = w / n; e = 1.96 * sqrt(p * (1 - p) / n)
				printf "%s: NS %d/%d (%.1f %%), 95 %% %.1f-%.1f %%, points per deal %.1f - %.1f (%d deals)\n",
					f, w, n, 100 * p, 100 * (p - e), 100 * (p + e), ns / d, ew / d, d }'
	done
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
build) build "$@" ;;
run) run "$@" ;;
tally) tally "$@" ;;
*) sed -n '2,16p' "$0" >&2; exit 2 ;;
esac

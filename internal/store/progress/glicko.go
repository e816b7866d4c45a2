package progress

import (
	"fmt"
	"math"
)

// Glicko-2, implemented from Mark E. Glickman, "Example of the Glicko-2 system" (Boston
// University, November 30, 2013; http://www.glicko.net/glicko/glicko2.pdf): a rating r, a rating
// deviation RD (how uncertain r is: r ± 2 RD holds the true strength at 95 %) and a volatility σ
// (how erratic the results are). Each rating period's games move all three (Rating.Update follows
// the paper's steps 2 to 8).

// Rating is a Glicko-2 rating on the Glicko scale (1500 for an unknown player).
type Rating struct {
	R     float64 `json:"rating"`
	RD    float64 `json:"rd"`
	Vol   float64 `json:"volatility"`
	Games int     `json:"games"`
}

// Result is one game of a rating period: the opponent's rating before the period, and the score
// (1 a win, 0.5 a draw, 0 a loss).
type Result struct {
	Opp   Rating
	Score float64
}

const (
	glickoScale = 173.7178 // the paper's step 2: μ = (r - 1500)/173.7178
	// Tau is the system constant that bounds how fast the volatility moves; the paper suggests 0.3
	// to 1.2 and uses 0.5 in its example.
	Tau          = 0.5
	glickoEps    = 0.000001 // the convergence tolerance of step 5
	unratedRD    = 350      // the paper's RD of an unrated player
	unratedVol   = 0.06     // the paper's volatility of an unrated player
	unratedScore = 1500
)

// Unrated is a player with no games: 1500, RD 350, σ 0.06 (the paper's step 1).
func Unrated() Rating { return Rating{R: unratedScore, RD: unratedRD, Vol: unratedVol} }

func (r Rating) mu() float64  { return (r.R - unratedScore) / glickoScale }
func (r Rating) phi() float64 { return r.RD / glickoScale }

func glickoG(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func glickoE(mu, muj, phij float64) float64 {
	return 1 / (1 + math.Exp(-glickoG(phij)*(mu-muj)))
}

// Expected is the chance that r beats opp (the paper's E, on the Glicko scale).
func (r Rating) Expected(opp Rating) float64 { return glickoE(r.mu(), opp.mu(), opp.phi()) }

// Update returns the rating after a rating period with the given games. A period without games
// only widens the deviation (step 6 alone).
func (r Rating) Update(games []Result) Rating {
	mu, phi, sigma := r.mu(), r.phi(), r.Vol
	if len(games) == 0 {
		r.RD = math.Sqrt(phi*phi+sigma*sigma) * glickoScale
		return r
	}
	// Step 3: v, the estimated variance of the rating from the games alone; step 4: Δ, the
	// estimated improvement.
	var vInv, sum float64
	for _, gm := range games {
		gj := glickoG(gm.Opp.phi())
		e := glickoE(mu, gm.Opp.mu(), gm.Opp.phi())
		vInv += gj * gj * e * (1 - e)
		sum += gj * (gm.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility; step 6: the pre-period deviation.
	sigma = newVolatility(phi, v, delta, sigma)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	// Step 7: the new deviation and rating; step 8: back to the Glicko scale.
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	return Rating{R: glickoScale*mu + unratedScore, RD: glickoScale * phi, Vol: sigma, Games: r.Games + len(games)}
}

// newVolatility is step 5: the root of f by the Illinois algorithm, as the paper writes it.
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > glickoEps && i < 100; i++ { // bounded: a hand-edited value never loops
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Validate checks the values a hand edit could get wrong.
func (r Rating) Validate() error {
	switch {
	case math.IsNaN(r.R) || math.IsInf(r.R, 0):
		return fmt.Errorf("rating %v is not a number", r.R)
	case !(r.RD > 0 && r.RD <= unratedRD):
		return fmt.Errorf("rd %v is outside 0 to %d", r.RD, unratedRD)
	case !(r.Vol > 0 && r.Vol < 1):
		return fmt.Errorf("volatility %v is outside 0 to 1", r.Vol)
	case r.Games < 0:
		return fmt.Errorf("games %d is negative", r.Games)
	}
	return nil
}

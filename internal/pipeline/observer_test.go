package pipeline

import (
	"testing"
	"time"
)

// countingObserver counts the events and stage timings it receives.
type countingObserver struct {
	NopObserver
	events, stages int
}

func (c *countingObserver) Event(Event)                    { c.events++ }
func (c *countingObserver) StageDone(Stage, time.Duration) { c.stages++ }

func TestObserversHandsEverythingToEach(t *testing.T) {
	a, b := &countingObserver{}, &countingObserver{}
	o := Observers(a, nil, b)
	o.Event(Event{Kind: EventStarted})
	o.StageDone(StageClaim, time.Second)
	o.LeaseLost() // reaches NopObserver's method through both
	if a.events != 1 || b.events != 1 || a.stages != 1 || b.stages != 1 {
		t.Fatalf("a %+v, b %+v: want one event and one stage each", a, b)
	}
	if Observers(nil, a) != Observer(a) {
		t.Error("Observers of one non-nil observer should return it unwrapped")
	}
}

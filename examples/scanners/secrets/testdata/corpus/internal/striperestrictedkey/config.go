package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_restricted_key": "rk_live_2O0yPpDuoNxGSsaDvt0S8z6v7lHOP1Te5pjkDMWLkst8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

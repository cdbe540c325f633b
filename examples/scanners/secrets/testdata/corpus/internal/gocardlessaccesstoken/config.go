package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_GJ_4zprBOKt-WiE_O74PN8I8tUa2U5B2H3h=D8eJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

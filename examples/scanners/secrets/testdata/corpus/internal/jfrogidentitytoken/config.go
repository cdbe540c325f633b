package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "SRqt1ZGmhNtd10q2ctIglzTY92Al2eIvtGhW0zQ4U7PpRoXP1i2gFrb26RXGIbBk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

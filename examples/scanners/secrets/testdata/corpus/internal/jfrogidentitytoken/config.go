package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "oKlLhPpkGHcPLq9I1SSqsVLeLJs5xFsSClVirOkpGYtALbCVaGqA3BAoYRIXxO0Y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

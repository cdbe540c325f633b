package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"brevo_smtp_key": "xsmtpsib-597352517640c2a26267875760a59930dee6764afdd86ab69310febb67440c9b-faC08BEQeCwxP5HA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

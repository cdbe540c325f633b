package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxOENwcnftXVzttenoAvKTGahukTYon0YD2uWhixvAOPv0WsF7Nnii",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

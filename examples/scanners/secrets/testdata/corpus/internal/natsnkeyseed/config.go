package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SXALUL5EW6FU2KL2OOQPHHBUZBJT6Y6DYGOOYELWDZLRGGAQT2XFIZ7HPE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SXAUYPLXWFI7SGRSEAD4SJNRPJOEN4RN4HM75CKRDT5FL6YHMIVMMOLXJQ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

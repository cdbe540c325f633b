package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"age_secret_key": "AGE-SECRET-KEY-1HYAS30PUQZU0Z569RL6EN7LWLNVXPRDHKFXHVRYA2GGTSGK3E3CK4VWNMN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

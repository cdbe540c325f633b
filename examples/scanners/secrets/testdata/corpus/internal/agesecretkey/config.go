package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"age_secret_key": "AGE-SECRET-KEY-1HK75C3N669G8MTRLTD3GVW7G7SZEZA4SSM4HTULUXLWNR29GKPSLHMKWDK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

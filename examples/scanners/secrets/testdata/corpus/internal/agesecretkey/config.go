package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"age_secret_key": "AGE-SECRET-KEY-1C28S2LHLNZ8SR7ME29ST85PL5VHJ0JF7KKSP8MKCQTCDFA3KAAGZ7XLC0F",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

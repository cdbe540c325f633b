package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"age_secret_key": "AGE-SECRET-KEY-1YETACR8XDZ4ZNRVLL7VM9LVJHCCW0JCT2DEMEARPND9AUSRSPMHP9X8LQX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

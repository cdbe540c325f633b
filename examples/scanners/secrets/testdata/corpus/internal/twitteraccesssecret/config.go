package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "fgEi16ENUt08B8mcJuyJNRIMlVRUJitds1lFESCxKxy1V",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

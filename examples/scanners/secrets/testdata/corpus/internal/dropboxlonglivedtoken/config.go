package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "62wnf0wfqomAAAAAAAAAAfA0p-=Mp3ptzB6U=F_Z5jSFd1SpPkNZ-5sjPUHC62DA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

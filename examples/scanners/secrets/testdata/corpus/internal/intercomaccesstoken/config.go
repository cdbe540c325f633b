package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "osHK7_x0vSMDFczcM37WufLZBP8TNkVo-4sjome8Y=D9Q45HNt9FWFpQN2T9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

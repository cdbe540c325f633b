package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-rsquiubmtppdkem991dqt3xdka-9mjbqgolag4n23dhaj2mfr8adqgafkd2roeru9m9smrpttxnwc3b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

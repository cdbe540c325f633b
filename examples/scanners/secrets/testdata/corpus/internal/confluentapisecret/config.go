package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "NDPnCLyrkuHnldJYkwREaH0xPX9LBkqxnpNXTxOD+jtWfG1/VDdvHHfdlHFLsepi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

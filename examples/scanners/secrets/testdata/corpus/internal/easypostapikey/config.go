package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"easypost_api_key": "EZAKq6MD5I2fBF01TCXKUgnDM0kfAdAkGOgiLVCe7uvl8V6aOxcrqXf8IZ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

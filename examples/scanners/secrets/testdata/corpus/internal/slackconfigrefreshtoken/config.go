package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_config_refresh_token": "xoxe-6-6AVSXZEZU79EEFDCF6XXYBU31801KC3Q2XTISPGT84DZ6BJM1E7QJIEWYAB22E94RHY9SULG7RVVS69DE7YTAOD6RU179NPOIFJNYQMG084HBRQTVN06VTXXSYOCNK3RW2KERLQ4QX5VB1AN93",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

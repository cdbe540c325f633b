package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "2vXtiGSmMPOe7y8elNcejruipgd-iGv_jAvnnWvYrUm7vh_kAl1Mbm4W83_=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"doppler_token": "dp.audit.QTxeng2pCMHmgqKDsBheIpb9J32gp7p5GajzLtLNW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

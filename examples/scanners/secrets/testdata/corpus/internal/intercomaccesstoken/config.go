package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "xi65YqZS95XmtJToRBD5JOb7CjRuS=Ox5u9hzR6uQzM=k=k83DFVMJruSbaS",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.262REP4OEOVVpmKiMoN7CEbl8Tr_d3vIKTyqaAVklr8qbNLUhqGe6gzMR7FIe9iJlAo6rDnW73vqQiG_V9TntVUf7PXIWt3i_UdNGsW1zQ-OMnv6FZcMhZm9fP0mLf8ShPiMkHhslfFrUA1NkMzGUb=.oBdw3E-H64_n8XYrMjEaxl3-4nlXSTTuE7DhgmKek4e8KywBX1eQSFwk1D9vE3ZYZ0K8dWyvMoh5ClbHNBLT7P==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TYPEFORM_PAT = "tfp_d_A-6=COdAvxO3F8zlD5azZOFwEXaVG2NZuI=w9goZM8NQdvEKb2kADLp49"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

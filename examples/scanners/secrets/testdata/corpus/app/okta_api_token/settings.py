import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00B7cN_s_NjM05ct1dgKHC4voZRQ_lBH_GaXNF7uP6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

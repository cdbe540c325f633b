import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHIPPO_API_TOKEN = "shippo_live_76ccfbe4ce2c7555e3750333a2011aaf8c666e4b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHIPPO_API_TOKEN = "shippo_live_3b8a98c358d9147cc3f9bf350a39de0d2e33b3a8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

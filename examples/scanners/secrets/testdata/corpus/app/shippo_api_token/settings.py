import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHIPPO_API_TOKEN = "shippo_test_cdaa881c87ced2f402578ce17c27c3e01cf6f788"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

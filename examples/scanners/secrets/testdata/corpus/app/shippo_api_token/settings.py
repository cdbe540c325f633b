import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHIPPO_API_TOKEN = "shippo_live_2a2e901e355b3f16f39a321eb6778e662d2fa90f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

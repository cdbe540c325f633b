import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHIPPO_API_TOKEN = "shippo_live_9f8a959643d6cbcf0353bfd9a89874a601d90cba"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "3e6423c0e67e347e544825ef"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_BXSUK4DWQHzSVnIm11NKvHBQsZB8DgKu8J_Sg-gP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

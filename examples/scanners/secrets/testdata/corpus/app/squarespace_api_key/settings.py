import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "121c3843-0a04-d209-6894-219fa323b859"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

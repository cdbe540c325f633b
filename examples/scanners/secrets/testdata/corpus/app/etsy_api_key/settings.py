import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ETSY_API_KEY = "ratkhrq4vzeqb7cd6fdzg8ci"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "8VksghRZ_bDceBQNhXfrRbKAd9cT-1G=-8VwNRWgHFHhmblWxktmUKl-6L6j"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

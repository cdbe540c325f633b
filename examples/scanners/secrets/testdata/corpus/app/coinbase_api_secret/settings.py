import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "oZ-fq484qcqLZFgPHAquwKptqRrWzNthWhQAXt_7eP6jjm7QlmoqSoro6IDjvZNT"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

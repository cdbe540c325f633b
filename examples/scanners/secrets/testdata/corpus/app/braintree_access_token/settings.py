import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BRAINTREE_ACCESS_TOKEN = "access_token$sandbox$9r06vmdl8b1zoytz$7f6aeb0db4e19ca0e3bacf6ed19d38d8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

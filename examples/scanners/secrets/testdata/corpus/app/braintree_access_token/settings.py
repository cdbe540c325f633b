import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BRAINTREE_ACCESS_TOKEN = "access_token$sandbox$2dwbu6ijbyycuikq$1a642661c3422f0fed221b7254b7d05d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

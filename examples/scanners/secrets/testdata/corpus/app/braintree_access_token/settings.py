import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BRAINTREE_ACCESS_TOKEN = "access_token$production$qleusmydfu2ofvso$240c707d30f164193cd0103853160b6c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

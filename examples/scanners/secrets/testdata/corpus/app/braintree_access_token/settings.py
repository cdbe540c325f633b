import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BRAINTREE_ACCESS_TOKEN = "access_token$sandbox$3l0fb1c4awofq8e3$55a385f0271f48f6cbab50e22987f698"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "CHFnXtCiMwDovL4qWKdDCEpLV09Eu4hLS3akJIyOg9OocLsHju1ow4KWOq03lEe1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

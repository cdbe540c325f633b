import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAPBOX_SECRET_TOKEN = "sk.eyJQvSEui7X6p0XDjeaZSwalq0hiI99AL03qZ9Zazqa-zLAJGJasxEPVVPXS0PYoNflavVPRR4eWMunkpEsloWvindLfAUztlwRUF.4mC4GfZ_WVDnLrE4exCtyC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

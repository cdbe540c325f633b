import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "fbzjvxbhdrhqtse4e2wx1egz01joeafwmrqu06w3ciz077xju1v2802oztlao70q"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

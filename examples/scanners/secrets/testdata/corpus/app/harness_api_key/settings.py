import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "sat.OAN_wdvHZLEbZv6giun5YF.57974d271acbdb79f3969111.81TVEBwGgZ4ty4CwN32S"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

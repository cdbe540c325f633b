import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLANETSCALE_TOKEN = "pscale_pw_HKF-H-eaf_WO7axiLr4lUkD1tn5NMiLO_Qj3uH2dRED"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

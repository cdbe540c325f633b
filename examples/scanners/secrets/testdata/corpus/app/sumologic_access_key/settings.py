import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "virjMlMBpIRvg5PW0wTmOFaCNVGj7xk7s9evlumJHqwlYmm5RPrKHBBEJXP08hdy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

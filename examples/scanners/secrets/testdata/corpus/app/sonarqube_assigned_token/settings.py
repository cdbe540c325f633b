import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_ASSIGNED_TOKEN = "SONARTOKEN.Mk        ?=JP0uSuu6n8TOCUsX-AATEwx-IPyienPdw2Vdeyjj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

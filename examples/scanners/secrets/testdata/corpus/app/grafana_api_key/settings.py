import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_API_KEY = "eyJrIjoiRocXEzuEj04Xt5hkYg1KLZYLvujo63tUO7azkX1ISox93Es1UWViKgsI3jP2NpHpJA5wWcAX33PDfb7CQAF5ReuoNremHp6XxgHcOitu3j52q02T8PtnFnnuGx9ILKlx8FDAfxdmFa6ulV6NGSPIchtKySbK8PnPqi4XjIN2IJtce1HltdeerTErq1D9naxreMPNDB2MZWQ9yNpTAct1KAEvMtl0egfck03JuHDZYXEgdSsV4oBlaWHoUFjcsp54a1ySTuHko06gUnOekImnk1YE0e2n0=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
